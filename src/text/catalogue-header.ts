// The catalogue's strings the header search box needs (loaded with the shell on every page; the
// rest of the catalogue's text, catalogue.ts, comes with the catalogue pages).
export const catHeader = {
  suggestionsLabel: '型号联想',
} as const;
