import { describe, expect, it } from 'vitest';
import { mapsUrl } from '../visits/maps-link';
import { fitWithin } from './resize-photo';
import { completionBlockers, stepsNow } from './visit-steps';

describe('the steps offered on a visit', () => {
  it('follows the state machine: only the provider steps possible now', () => {
    expect(stepsNow({ status: 'assigned', previous_status: null })).toEqual(['depart']);
    expect(stepsNow({ status: 'on_the_way', previous_status: null })).toEqual(['arrive']);
    expect(stepsNow({ status: 'arrived', previous_status: null })).toEqual(['start_inspection', 'start_work']);
    expect(stepsNow({ status: 'inspection_started', previous_status: null })).toEqual(['end_inspection']);
    expect(stepsNow({ status: 'in_progress', previous_status: null })).toEqual(['complete']);
    expect(stepsNow({ status: 'on_hold', previous_status: 'arrived' })).toEqual([]);
    expect(stepsNow({ status: 'completed', previous_status: null })).toEqual([]);
  });

  it('names what still blocks completion', () => {
    const evidence = { photos: [], checklist_complete: false };
    expect(completionBlockers({ total_due: 5000 }, evidence)).toEqual(['needPhoto', 'needChecklist', 'needCash']);
    const photo = { id: 'p', stage: 'after' as const, url: '/x', created_at: '' };
    expect(completionBlockers({ total_due: 0 }, { photos: [photo], checklist_complete: true })).toEqual([]);
  });
});

describe('photo resize', () => {
  it('fits the long edge within 1600 px without enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('maps link', () => {
  it('opens the coordinates, else the address and area', () => {
    expect(mapsUrl({ latitude: 24.7, longitude: 46.68, address: 'King Fahd Rd' }, 'Al Olaya')).toBe(
      'https://www.google.com/maps/search/?api=1&query=24.7%2C46.68',
    );
    expect(mapsUrl({ latitude: null, longitude: null, address: null }, 'Al Olaya')).toContain('query=Al%20Olaya');
    expect(mapsUrl({ latitude: null, longitude: null, address: null }, '')).toBeNull();
  });
});
