import {
  Body1,
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  Title1,
} from '@fluentui/react-components';
import { useHref, useLinkClickHandler, useParams } from 'react-router';
import { articlePath } from '../content/help-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageIntro, PageSection } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { PublicFrame } from '../frame/public-frame';
import { RouterButton, RouterLink } from '../frame/router-link';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { PublicSupportContacts } from '../support-contacts/public-support-contacts';
import { ArticleBody } from './article-body';
import { findArticle, helpArticles } from './help-articles';

const useStyles = makeStyles({
  article: { display: 'grid', gap: '20px', maxWidth: '800px' },
  related: { margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '8px' },
});

function BreadcrumbLink({ to, children }: { to: string; children: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <BreadcrumbButton as="a" href={href} onClick={onClick}>
      {children}
    </BreadcrumbButton>
  );
}

/** /help-center/article/:title: one article by its slug, or a not-found message inside the page. */
export function HelpArticlePage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  const { title: slug } = useParams();
  const article = findArticle(content.help, slug);
  useDocumentTitle(article ? article.title : t('help.notFoundTitle'));

  if (!article) {
    return (
      <PublicFrame>
        <div className={page.section} data-testid="help-article-not-found">
          <Title1 as="h1" className={page.heading}>
            {t('help.notFoundTitle')}
          </Title1>
          <Body1 as="p" className={page.prose}>
            {t('help.notFoundBody')}
          </Body1>
          <div>
            <RouterButton to="/help-center" appearance="primary">
              {t('help.backToHelpCenter')}
            </RouterButton>
          </div>
        </div>
      </PublicFrame>
    );
  }

  const categoryTitle = content.help.categories[article.category].title;
  const related = helpArticles(content.help).filter(
    (other) => other.category === article.category && other.slug !== article.slug,
  );

  return (
    <PublicFrame>
      <div className={page.stack}>
        <Breadcrumb aria-label={t('help.breadcrumb')}>
          <BreadcrumbItem>
            <BreadcrumbLink to="/help-center">{t('help.title')}</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbLink to={`/help-center?category=${article.category}`}>{categoryTitle}</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current>{article.title}</BreadcrumbButton>
          </BreadcrumbItem>
        </Breadcrumb>

        <article className={styles.article} data-testid="help-article" aria-labelledby="help-article-title">
          <PageIntro title={article.title} intro={article.summary} titleId="help-article-title" lead />
          <ArticleBody blocks={article.body} />
        </article>

        {related.length > 0 ? (
          <PageSection id="help-related" title={t('help.relatedArticles', { category: categoryTitle })}>
            <ul className={styles.related}>
              {related.map((other) => (
                <li key={other.slug}>
                  <RouterLink to={articlePath(other.slug)}>{other.title}</RouterLink>
                </li>
              ))}
            </ul>
          </PageSection>
        ) : null}

        <div className={page.actions}>
          <RouterLink to="/help-center">{t('help.backToHelpCenter')}</RouterLink>
          <Body1>{t('help.stillNeedHelp')}</Body1>
        </div>
        <PublicSupportContacts />
      </div>
    </PublicFrame>
  );
}
