import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  makeStyles,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, PageHeader } from '@portal/shared/core';
import { useState } from 'react';
import { usePublicContent } from '../content/use-public-content';
import { usePageStyles } from '../frame/page-styles';
import { RouterLink } from '../frame/router-link';
import { SearchField } from '../frame/search-field';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { faqGroups, searchFaq } from './faq-entries';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gap: '8px',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    background: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  answer: { paddingBlock: '4px 12px', maxWidth: '72ch', lineHeight: 1.6, margin: 0 },
});

/** /pages/faq (signed-in): grouped questions in accordions, filtered by a search box. */
export function FaqPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  const [query, setQuery] = useState('');
  const [openItems, setOpenItems] = useState<string[]>([]);
  useDocumentTitle(t('faq.title'));

  const groups = faqGroups(content.faq);
  const shown = searchFaq(groups, query);
  const count = shown.reduce((sum, group) => sum + group.entries.length, 0);

  function search(value: string) {
    setQuery(value);
    // A search opens every matching answer so the reader sees why it matched; clearing it folds them again.
    setOpenItems(
      value.trim() ? searchFaq(groups, value).flatMap((group) => group.entries.map((entry) => entry.id)) : [],
    );
  }

  return (
    <div data-testid="faq-page">
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <div className={page.stack}>
        <div className={page.section}>
          <SearchField
            label={t('faq.searchLabel')}
            placeholder={t('faq.searchPlaceholder')}
            value={query}
            onChange={search}
          />
          <Text role="status" className={page.muted} data-testid="faq-result-count">
            {t('faq.resultCount', { count })}
          </Text>
        </div>

        {shown.length === 0 ? (
          <EmptyState title={t('faq.noResults')} />
        ) : (
          shown.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`faq-group-${group.id}`}>
              <Title2 as="h2" id={`faq-group-${group.id}`} className={page.heading}>
                {group.title}
              </Title2>
              <Accordion
                multiple
                collapsible
                openItems={openItems}
                onToggle={(_event, data) => setOpenItems(data.openItems.map(String))}
              >
                {group.entries.map((entry) => (
                  <AccordionItem key={entry.id} value={entry.id} data-testid={`faq-${entry.id}`}>
                    <AccordionHeader as="h3">{entry.question}</AccordionHeader>
                    <AccordionPanel>
                      <Body1 as="p" className={styles.answer}>
                        {entry.answer}
                      </Body1>
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))
        )}

        <RouterLink to="/help-center">{t('faq.moreHelp')}</RouterLink>
      </div>
    </div>
  );
}
