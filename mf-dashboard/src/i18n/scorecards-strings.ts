import { registerTranslations } from '@portal/shared';
import { scorecardsAr } from './scorecards.ar';
import { scorecardsEn } from './scorecards.en';
import { scorecardsFr } from './scorecards.fr';

/**
 * Adds the scorecards page's strings to the `dashboard` namespace, in the three languages (a later language switch
 * finds them). The page's lazy module calls it when it loads, before it renders: the strings travel with the page,
 * not in the remote's first chunk (issue 15.2).
 */
export function registerScorecardsStrings(): void {
  registerTranslations('dashboard', {
    ar: { scorecards: scorecardsAr },
    en: { scorecards: scorecardsEn },
    fr: { scorecards: scorecardsFr },
  });
}
