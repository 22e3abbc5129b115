export const BORDER_FILL_LABELS = {
  all: 'All borders',
  inner: 'Inner borders',
  'inner-horizontal': 'Horizontal borders',
  'inner-vertical': 'Vertical borders',
  outer: 'Outer borders',
  left: 'Left border',
  top: 'Top border',
  right: 'Right border',
  bottom: 'Bottom border',
  none: 'Clear borders',
} as const;

export const BORDER_STYLE_LABELS = { normal: 'Normal', wide: 'Wide', wider: 'Wider', dotted: 'Dotted', dashed: 'Dashed' } as const;
