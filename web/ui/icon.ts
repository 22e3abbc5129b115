import type { ComponentType } from 'react';

/** An icon component of the one icon set (lucide-react); anything drawing at a size, hidden from screen readers. */
export type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
