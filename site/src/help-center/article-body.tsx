import { Body1, makeStyles, Title3, tokens } from '@fluentui/react-components';
import type { ArticleBlock } from '../content/content-types';
import { usePageStyles } from '../frame/page-styles';

const useStyles = makeStyles({
  body: { display: 'grid', gap: '16px' },
  terms: { display: 'grid', gap: '12px', margin: 0, maxWidth: '72ch' },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { marginInlineStart: 0, color: tokens.colorNeutralForeground2, lineHeight: 1.6 },
});

function Block({ block }: { block: ArticleBlock }) {
  const styles = useStyles();
  const page = usePageStyles();
  switch (block.kind) {
    case 'heading':
      return (
        <Title3 as="h2" className={page.heading}>
          {block.text}
        </Title3>
      );
    case 'paragraph':
      return (
        <Body1 as="p" className={page.prose}>
          {block.text}
        </Body1>
      );
    case 'steps':
      return (
        <ol className={page.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Body1>{item}</Body1>
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul className={page.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Body1>{item}</Body1>
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className={styles.terms}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className={styles.term}>{item.term}</dt>
              <dd className={styles.detail}>{item.detail}</dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <div role="note" className={page.note}>
          {block.text}
        </div>
      );
  }
}

/** Renders an article's typed blocks; its headings are h2 under the page's h1. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  const styles = useStyles();
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        // Blocks are static content in a fixed order: their position is a stable key.
        <Block key={`${block.kind}-${index}`} block={block} />
      ))}
    </div>
  );
}
