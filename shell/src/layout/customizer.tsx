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

const CHOICES: { key: ChoiceKey; label: string; options: { value: string; label: string }[] }[] = [
  {
    key: 'theme',
    label: 'customizer.theme',
    options: ['light', 'dark', 'system'].map((v) => ({ value: v, label: `theme.${v}` })),
  },
  {
    key: 'skin',
    label: 'customizer.skin',
    options: [
      { value: 'default', label: 'customizer.skinDefault' },
      { value: 'bordered', label: 'customizer.skinBordered' },
    ],
  },
  {
    key: 'navigation',
    label: 'customizer.navigation',
    options: ['vertical', 'horizontal', 'collapsed'].map((v) => ({ value: v, label: `customizer.${v}` })),
  },
  {
    key: 'direction',
    label: 'customizer.direction',
    options: [
      { value: 'auto', label: 'customizer.directionAuto' },
      { value: 'rtl', label: 'customizer.rtl' },
      { value: 'ltr', label: 'customizer.ltr' },
    ],
  },
  {
    // Issue 14.5: one numeral system per page; Latin by default, Arabic-Indic for those who prefer them.
    key: 'arabicDigits',
    label: 'customizer.arabicDigits',
    options: [
      { value: 'latin', label: 'customizer.digitsLatin' },
      { value: 'arabic', label: 'customizer.digitsArabic' },
    ],
  },
  {
    key: 'contentWidth',
    label: 'customizer.contentWidth',
    options: ['boxed', 'fluid'].map((v) => ({ value: v, label: `customizer.${v}` })),
  },
  {
    key: 'navbar',
    label: 'customizer.navbar',
    options: ['sticky', 'static', 'hidden'].map((v) => ({ value: v, label: `customizer.${v}` })),
  },
  {
    key: 'footer',
    label: 'customizer.footer',
    options: ['sticky', 'static', 'hidden'].map((v) => ({ value: v, label: `customizer.${v}` })),
  },
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
