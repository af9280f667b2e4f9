// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ_ENTRY_IDS, FAQ_GROUPS } from '../content/faq-catalog';
import { PUBLIC_CONTENT } from '../content/public-content';
import { renderPublicRoute } from '../testing/render-public-route';

afterEach(cleanup);

describe('FAQ page', () => {
  it('shows every group as a heading and every question folded', async () => {
    await renderPublicRoute('/pages/faq', 'en');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(FAQ_GROUPS.length);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(FAQ_ENTRY_IDS.length);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(FAQ_ENTRY_IDS.length);
  });

  it('opens an answer when its question is clicked', async () => {
    await renderPublicRoute('/pages/faq', 'en');
    const entry = PUBLIC_CONTENT.en.faq.entries['transfer-time'];
    expect(screen.queryByText(entry.answer)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: entry.question }));
    expect(screen.getByText(entry.answer)).toBeTruthy();
  });

  it('filters the questions and opens the matching answers (French)', async () => {
    await renderPublicRoute('/pages/faq', 'fr');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher dans les questions' }), {
      target: { value: 'TVA' },
    });
    const vat = PUBLIC_CONTENT.fr.faq.entries.vat;
    expect(screen.getByRole('button', { name: vat.question }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(vat.answer)).toBeTruthy();
    const shown = screen.getAllByRole('heading', { level: 3 });
    expect(shown.length).toBeLessThan(FAQ_ENTRY_IDS.length);
    expect(screen.getByTestId('faq-result-count').textContent).toBe(`Questions trouvées : ${shown.length}`);
  });

  it('says so when no question matches (Arabic)', async () => {
    await renderPublicRoute('/pages/faq', 'ar');
    fireEvent.change(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), { target: { value: 'zzzz' } });
    expect(screen.getByText('لا يوجد سؤال يطابق بحثك.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
