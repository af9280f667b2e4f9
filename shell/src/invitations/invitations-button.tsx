import {
  Button,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { localizedName, notify, useCurrentLanguage } from '@portal/shared';
import type { CompanyInvitation } from '@portal/shared/contract';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { HEADER_POSITIONING } from '../layout/header-positioning';
import { useAnswerInvitation, useInvitations } from './invitations-query';

const useStyles = makeStyles({
  surface: { width: 'min(360px, 92vw)', padding: '12px', display: 'grid', gap: '8px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', maxHeight: '60vh', overflowY: 'auto' },
  item: {
    padding: '8px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'grid',
    gap: '6px',
  },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  badgeHost: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-8px', right: '-10px' },
});

/** One invitation: which company, which role, Accept or Decline. */
function InvitationItem({ invitation }: { invitation: CompanyInvitation }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const answer = useAnswerInvitation();
  const company = localizedName(invitation.company.name, language);
  const reply = (accept: boolean) =>
    answer.mutate(
      { id: invitation.id, accept },
      {
        onSuccess: () =>
          notify.success(accept ? t('invitations.joined', { company }) : t('invitations.declined', { company })),
      },
    );
  return (
    <li className={styles.item} data-testid="company-invitation">
      <Text weight="semibold">{t('invitations.invitesYou', { company })}</Text>
      <Text size={200}>{t('invitations.role', { role: invitation.role.title })}</Text>
      <div className={styles.buttons}>
        <Button appearance="primary" size="small" disabled={answer.isPending} onClick={() => reply(true)}>
          {t('invitations.accept')}
        </Button>
        <Button size="small" disabled={answer.isPending} onClick={() => reply(false)}>
          {t('invitations.decline')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Navbar entry of the invitations waiting for the person's answer (issue 26.6), shown only while there are some:
 * a company that added someone who already has an account appears in their switcher once they accept here.
 */
export function InvitationsButton() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const invitations = useInvitations();
  const [open, setOpen] = useState(false);
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={(_e, data) => setOpen(data.open)}
      positioning={{ ...HEADER_POSITIONING, position: 'below', align: 'end', offset: 6 }}
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={t('invitations.button', { count: list.length })}
          data-testid="invitations-button"
          icon={
            <span className={styles.badgeHost}>
              <PeopleAddRegular />
              <CounterBadge
                className={styles.badge}
                count={list.length}
                size="small"
                color="important"
                dir="ltr"
                aria-hidden
              />
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('invitations.title')}>
        <Text weight="semibold">{t('invitations.title')}</Text>
        <Text size={200}>{t('invitations.intro')}</Text>
        <ul className={styles.list}>
          {list.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
