import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { localizedName, notify, useCurrentLanguage } from '@portal/shared';
import type { CompanyInvitation } from '@portal/shared/contract';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { HeaderPopover } from '../layout/header-popover';
import { useAnswerInvitation, useInvitations } from './invitations-query';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', maxHeight: '60vh', overflowY: 'auto' },
  item: {
    padding: '8px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'grid',
    gap: '6px',
  },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
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
    <HeaderPopover
      icon={<PeopleAddRegular />}
      count={list.length}
      badgeColor="important"
      label={t('invitations.button', { count: list.length })}
      testId="invitations-button"
      title={t('invitations.title')}
      open={open}
      onOpenChange={setOpen}
    >
      <Text weight="semibold">{t('invitations.title')}</Text>
      <Text size={200}>{t('invitations.intro')}</Text>
      <ul className={styles.list}>
        {list.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </HeaderPopover>
  );
}
