import type { FaqContent } from '../content/content-types';
import { FAQ_GROUPS, type FaqEntryId, type FaqGroupId } from '../content/faq-catalog';
import { searchTexts } from '../search/text-search';

type FaqEntry = { id: FaqEntryId; question: string; answer: string };
export type FaqGroup = { id: FaqGroupId; title: string; entries: FaqEntry[] };

/** The FAQ of one language, grouped in display order. */
export function faqGroups(faq: FaqContent): FaqGroup[] {
  return FAQ_GROUPS.map((group) => ({
    id: group.id,
    title: faq.groups[group.id],
    entries: group.entries.map((id) => ({ id, ...faq.entries[id] })),
  }));
}

/** Groups keep the entries whose group title, question or answer hold every word; empty groups are dropped. */
export function searchFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  return groups
    .map((group) => ({
      ...group,
      entries: searchTexts(group.entries, query, (entry) => `${group.title} ${entry.question} ${entry.answer}`),
    }))
    .filter((group) => group.entries.length > 0);
}
