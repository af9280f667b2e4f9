import type { ArticleBlock, ArticleText, HelpContent } from '../content/content-types';
import { type ArticleSlug, HELP_ARTICLES, type HelpCategoryId } from '../content/help-catalog';
import { searchTexts } from '../search/text-search';

export type HelpArticle = ArticleText & { slug: ArticleSlug; category: HelpCategoryId };

/** The articles of one language, in catalog order. */
export function helpArticles(help: HelpContent): HelpArticle[] {
  return HELP_ARTICLES.map(({ slug, category }) => ({ ...help.articles[slug], slug, category }));
}

/** The article at /help-center/article/:title, or null for an unknown slug. */
export function findArticle(help: HelpContent, slug: string | undefined): HelpArticle | null {
  return helpArticles(help).find((article) => article.slug === slug) ?? null;
}

function blockText(block: ArticleBlock): string {
  switch (block.kind) {
    case 'steps':
    case 'list':
      return block.items.join(' ');
    case 'terms':
      return block.items.map((item) => `${item.term} ${item.detail}`).join(' ');
    default:
      return block.text;
  }
}

/** Articles of a category (or all) whose title, summary or body contain every word of the query. */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
  category: HelpCategoryId | null,
): HelpArticle[] {
  const inCategory = category ? articles.filter((article) => article.category === category) : articles;
  return searchTexts(
    inCategory,
    query,
    (article) => `${article.title} ${article.summary} ${article.body.map(blockText).join(' ')}`,
  );
}
