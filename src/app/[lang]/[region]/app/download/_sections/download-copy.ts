/** The download chooser's copy, read by the chooser and by its lazily loaded dialogs (one module, so neither imports the other). */

type Option = { title: string; body: string; action: string };
export type ChooserCopy = {
  detected: string;
  newTab: string;
  close: string;
  android: Option;
  ios: Option;
  web: Option;
  webModal: { title: string; body: string; cancel: string; ok: string };
  iosModal: { title: string; body: string; web: string; ok: string };
};
