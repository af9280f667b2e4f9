import { makeStyles, tokens } from '@fluentui/react-components';

// Layout pieces every public page repeats: stacked sections, responsive card grids, readable text width.
export const usePageStyles = makeStyles({
  stack: { display: 'grid', gap: '40px' },
  section: { display: 'grid', gap: '16px' },
  intro: { maxWidth: '72ch', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400, lineHeight: 1.6 },
  prose: { maxWidth: '72ch', lineHeight: 1.7, margin: 0 },
  grid: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'grid',
    alignContent: 'start',
    gap: '8px',
    padding: '20px',
    height: '100%',
    boxSizing: 'border-box',
  },
  cardIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' },
  note: {
    maxWidth: '72ch',
    padding: '12px 16px',
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    background: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    lineHeight: 1.6,
  },
  list: { margin: 0, paddingInlineStart: '24px', display: 'grid', gap: '8px', maxWidth: '72ch', lineHeight: 1.6 },
  heading: { margin: 0 },
});
