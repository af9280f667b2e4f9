import { Body1, Card, Subtitle1, Title1, Title2, Title3 } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { usePageStyles } from './page-styles';

// The pieces every public page is made of: its heading and intro, titled sections, and the cards of their grids.

/** The page's h1 and the paragraph under it (`lead`: the larger type of an article's summary). */
export function PageIntro({
  title,
  intro,
  titleId,
  lead = false,
  children,
}: {
  title: string;
  intro: string;
  titleId?: string;
  lead?: boolean;
  children?: ReactNode;
}) {
  const page = usePageStyles();
  const Intro = lead ? Subtitle1 : Body1;
  return (
    <header className={page.section}>
      <Title1 as="h1" id={titleId} className={page.heading}>
        {title}
      </Title1>
      <Intro as="p" className={page.intro}>
        {intro}
      </Intro>
      {children}
    </header>
  );
}

/** A section named by its h2 (`id` ties them for screen readers), with an optional paragraph under the heading. */
export function PageSection({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children?: ReactNode;
}) {
  const page = usePageStyles();
  return (
    <section className={className ?? page.section} aria-labelledby={id}>
      <Title2 as="h2" id={id} className={page.heading}>
        {title}
      </Title2>
      {intro ? (
        <Body1 as="p" className={page.prose}>
          {intro}
        </Body1>
      ) : null}
      {children}
    </section>
  );
}

/** A card of a grid: an icon (or `lead`, e.g. a step's badge), its h3 and text, and anything after. */
export function TextCard({
  icon: Icon,
  lead,
  title,
  text,
  children,
}: {
  icon?: ComponentType<{ className?: string }>;
  lead?: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const page = usePageStyles();
  return (
    <Card className={page.card}>
      {Icon ? <Icon className={page.cardIcon} aria-hidden="true" /> : null}
      {lead}
      <Title3 as="h3" className={page.heading}>
        {title}
      </Title3>
      <Body1>{text}</Body1>
      {children}
    </Card>
  );
}
