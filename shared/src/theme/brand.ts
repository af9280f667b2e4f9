import { type BrandVariants, createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';

// Primary is a red tone with a darker red variant (spec §9). Fluent needs the full 16-step ramp.
export const portalRed: BrandVariants = {
  10: '#060201',
  20: '#2A1110',
  30: '#471617',
  40: '#5F191C',
  50: '#771B21',
  60: '#901D26',
  70: '#A91F2B',
  80: '#C02230',
  90: '#D12F3A',
  100: '#DC4A4E',
  110: '#E56363',
  120: '#EC7B79',
  130: '#F2938F',
  140: '#F7AAA6',
  150: '#FBC2BE',
  160: '#FEDAD7',
};

export const lightTheme: Theme = createLightTheme(portalRed);
export const darkTheme: Theme = { ...createDarkTheme(portalRed), colorBrandForeground1: portalRed[110] };
