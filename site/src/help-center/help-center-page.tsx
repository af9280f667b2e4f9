import {
  Badge,
  Body1,
  Button,
  Caption1,
  makeStyles,
  Subtitle2,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { EmptyState } from '@portal/shared/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { articlePath, HELP_CATEGORIES, type HelpCategoryId } from '../content/help-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageIntro, PageSection } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { PublicFrame } from '../frame/public-frame';
import { RouterLink } from '../frame/router-link';
import { SearchField } from '../frame/search-field';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { PublicSupportContacts } from '../support-contacts/public-support-contacts';
import { helpArticles, searchArticles } from './help-articles';

const useStyles = makeStyles({
  categories: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  },
  category: {
    display: 'grid',
    justifyItems: 'start',
    gap: '4px',
    height: '100%',
    width: '100%',
    // Fluent caps buttons at 280 px and one line; these hold a title and a description.
    maxWidth: 'none',
    whiteSpace: 'normal',
    padding: '12px 16px',
    textAlign: 'start',
    fontWeight: 'normal',
  },
  articles: { display: 'grid', gap: '12px', listStyleType: 'none', margin: 0, padding: 0 },
  article: {
    display: 'grid',
    gap: '4px',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    background: tokens.colorNeutralBackground1,
  },
  articleTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

function isCategory(value: string | null): value is HelpCategoryId {
  return HELP_CATEGORIES.some((id) => id === value);
}

/** /help-center: categories, search and the article list; the filters live in the URL so they can be shared. */
export function HelpCenterPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  const [params, setParams] = useSearchParams();
  // The box keeps its own text: URL updates run as transitions, and a lagging controlled input drops keys.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : null;
  useDocumentTitle(t('help.title'));

  const results = searchArticles(helpArticles(content.help), query, category);

  function update(next: { q?: string; category?: HelpCategoryId | null }) {
    const merged = new URLSearchParams(params);
    if (next.q !== undefined) {
      setQuery(next.q);
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    if (next.category !== undefined) {
      if (next.category) merged.set('category', next.category);
      else merged.delete('category');
    }
    setParams(merged, { replace: true });
  }

  return (
    <PublicFrame>
      <div className={page.stack} data-testid="help-center">
        <PageIntro title={t('help.title')} intro={t('help.subtitle')}>
          <SearchField
            label={t('help.searchLabel')}
            placeholder={t('help.searchPlaceholder')}
            value={query}
            onChange={(value) => update({ q: value })}
          />
        </PageIntro>

        <PageSection id="help-categories" title={t('help.categories')}>
          <div className={styles.categories}>
            <ToggleButton
              className={styles.category}
              checked={category === null}
              onClick={() => update({ category: null })}
            >
              <Subtitle2>{t('help.allCategories')}</Subtitle2>
            </ToggleButton>
            {HELP_CATEGORIES.map((id) => (
              <ToggleButton
                key={id}
                className={styles.category}
                checked={category === id}
                onClick={() => update({ category: category === id ? null : id })}
              >
                <Subtitle2>{content.help.categories[id].title}</Subtitle2>
                <Caption1>{content.help.categories[id].description}</Caption1>
              </ToggleButton>
            ))}
          </div>
        </PageSection>

        <PageSection id="help-articles" title={t('help.articles')}>
          <Text role="status" className={page.muted} data-testid="help-result-count">
            {t('help.resultCount', { count: results.length })}
          </Text>
          {results.length === 0 ? (
            <EmptyState
              title={t('help.noResults')}
              body={t('help.noResultsHint')}
              action={<Button onClick={() => update({ q: '', category: null })}>{t('help.clearSearch')}</Button>}
            />
          ) : (
            <ul className={styles.articles} data-testid="help-article-list">
              {results.map((article) => (
                <li key={article.slug} className={styles.article}>
                  <RouterLink to={articlePath(article.slug)} className={styles.articleTitle}>
                    {article.title}
                  </RouterLink>
                  <Body1>{article.summary}</Body1>
                  <div>
                    <Badge appearance="tint" color="informative">
                      {content.help.categories[article.category].title}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </PageSection>
        <PublicSupportContacts />
      </div>
    </PublicFrame>
  );
}
