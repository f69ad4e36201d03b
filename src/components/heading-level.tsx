import { createContext, createElement, useContext, type ComponentProps, type ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The level for headings of parts inside a screen: one below the screen's own, which may be h1 or h2. */
const HeadingLevelContext = createContext<HeadingLevel>(2);

export function HeadingLevelProvider({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/**
 * A heading at the level where it is rendered, so the outline never skips one: `offset` -1 is the screen's own
 * title, 0 a part of the screen, +1 a heading inside a part.
 */
export function Heading({ offset = 0, ...props }: ComponentProps<'h2'> & { offset?: -1 | 0 | 1 }) {
  const level = Math.min(6, Math.max(1, useContext(HeadingLevelContext) + offset));
  return createElement(`h${level}`, props);
}
