import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
  Text,
} from '@fluentui/react-components';
import { DismissRegular, PaintBrushRegular } from '@fluentui/react-icons';
import { type Preferences, portalRed, preferences, usePreferences } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ChoiceKey = 'theme' | 'skin' | 'navigation' | 'direction' | 'arabicDigits' | 'contentWidth' | 'navbar' | 'footer';

type Choice = { key: ChoiceKey; label: string; options: { value: string; label: string }[] };

/** A choice labelled `customizer.<key>`; each option `[value, label key]`, the label `customizer.<value>` if left out. */
const choice = (key: ChoiceKey, options: (string | [string, string])[]): Choice => ({
  key,
  label: `customizer.${key}`,
  options: options.map((o) =>
    typeof o === 'string' ? { value: o, label: `customizer.${o}` } : { value: o[0], label: o[1] },
  ),
});

const BARS = ['sticky', 'static', 'hidden'];

const CHOICES: Choice[] = [
  choice(
    'theme',
    ['light', 'dark', 'system'].map((v): [string, string] => [v, `theme.${v}`]),
  ),
  choice('skin', [
    ['default', 'customizer.skinDefault'],
    ['bordered', 'customizer.skinBordered'],
  ]),
  choice('navigation', ['vertical', 'horizontal', 'collapsed']),
  choice('direction', [['auto', 'customizer.directionAuto'], 'rtl', 'ltr']),
  // Issue 14.5: one numeral system per page; Latin by default, Arabic-Indic for those who prefer them.
  choice('arabicDigits', [
    ['latin', 'customizer.digitsLatin'],
    ['arabic', 'customizer.digitsArabic'],
  ]),
  choice('contentWidth', ['boxed', 'fluid']),
  choice('navbar', BARS),
  choice('footer', BARS),
];

const useStyles = makeStyles({
  body: { display: 'grid', gap: '16px', paddingBottom: '24px' },
  colour: { display: 'flex', gap: '8px', alignItems: 'center' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', background: 'none', cursor: 'pointer' },
});

function ColourField({ name, label }: { name: 'primaryLight' | 'primaryDark'; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const value = usePreferences()[name];
  const id = `customizer-${name}`;
  return (
    <Field label={{ children: label, htmlFor: id }}>
      <span className={styles.colour}>
        <input
          id={id}
          className={styles.swatch}
          type="color"
          value={value ?? portalRed[80]}
          onChange={(event) => preferences.set(name, event.target.value.toUpperCase())}
        />
        <Button size="small" disabled={value === null} onClick={() => preferences.set(name, null)}>
          {t('customizer.useDefaultColour')}
        </Button>
      </span>
    </Field>
  );
}

/** The customizer panel (spec §4 local preferences): every choice is stored on this device at once. */
export function Customizer() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const prefs = usePreferences();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        appearance="subtle"
        icon={<PaintBrushRegular />}
        aria-label={t('navbar.customizer')}
        data-testid="open-customizer"
        onClick={() => setOpen(true)}
      />
      <OverlayDrawer
        open={open}
        onOpenChange={(_e, data) => setOpen(data.open)}
        position="end"
        aria-label={t('customizer.title')}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('customizer.close')}
                icon={<DismissRegular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('customizer.title')}
          </DrawerHeaderTitle>
          <Text size={200}>{t('customizer.subtitle')}</Text>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          {CHOICES.map((choice) => (
            <Field key={choice.key} label={t(choice.label)}>
              <RadioGroup
                layout="horizontal"
                value={prefs[choice.key]}
                onChange={(_e, data) => preferences.set(choice.key, data.value as Preferences[typeof choice.key])}
              >
                {choice.options.map((option) => (
                  <Radio key={option.value} value={option.value} label={t(option.label)} />
                ))}
              </RadioGroup>
            </Field>
          ))}
          <Switch
            checked={prefs.navbarBlur}
            label={t('customizer.navbarBlur')}
            onChange={(_e, data) => preferences.set('navbarBlur', data.checked)}
          />
          <ColourField name="primaryLight" label={t('customizer.primaryLight')} />
          <ColourField name="primaryDark" label={t('customizer.primaryDark')} />
          <Button onClick={() => preferences.reset()}>{t('customizer.reset')}</Button>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
