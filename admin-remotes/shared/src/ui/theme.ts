import type { ThemeConfig } from 'antd';

/** The brand colour (public-web/styles/global.css --brand), the one theme token of the panel. */
export const BRAND_COLOR = '#1b7f4b';
/** The brand's dark shade (the public site's --brand-dark: 72 % brand, 28 % black). */
export const BRAND_DARK = '#135b36';

/**
 * The panel's antd tokens (the shell's ConfigProvider; remotes render inside it): the brand
 * colour, and the few colours antd derives too light for text (WCAG AA asks 4.5:1), each moved
 * to the nearest darker shade of the same hue so the look stays antd's.
 */
export const THEME_TOKENS = {
  // The shell's stack (shell.css), whose Devanagari face draws Hindi and Marathi where the
  // computer has none of its own.
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Devanagari Variable', sans-serif",
  colorPrimary: BRAND_COLOR,
  // Hover of primary and default buttons: antd lightens the brand to #348c5c, 4.2:1 with white.
  colorPrimaryHover: BRAND_DARK,
  // Danger buttons (text on white, white on red): antd's #ff4d4f is 3.3:1; this is antd's red-7
  // (5.6:1), whose derived hover shade still passes.
  colorError: '#cf1322',
  // Links (e-mail addresses in the details): antd's #1677ff is 4.1:1 on white; antd's blue-7 and
  // blue-8.
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  // The text of green and gold tags (status, role badge): antd draws green-7 on green-1 (3.4:1)
  // and gold-7 on gold-1 (2.8:1); green-8 and gold-9 of antd's palettes instead. Both spellings
  // of each token: they become the same CSS variable (--ant-green-7), the later one winning.
  green7: '#237804',
  'green-7': '#237804',
  gold7: '#874d00',
  'gold-7': '#874d00',
} satisfies ThemeConfig['token'];
