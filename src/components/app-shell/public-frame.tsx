import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useAppTitle } from './use-app-title.ts';
import { MAIN_CONTENT_ID } from './main-content-id.ts';

/** The frame of pages anyone may open (shared pages, preview, guide while signed out): brand and language. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const appTitle = useAppTitle();
  return (
    <div className="flex min-h-dvh flex-col bg-sidebar text-foreground">
      <header className="flex h-14 shrink-0 items-center justify-between border-b bg-background px-5">
        <Link to="/writer" className="flex items-center gap-2.5 rounded-md font-semibold tracking-tight">
          <BrandMark className="size-8" />
          {appTitle}
        </Link>
        <LanguageSwitch />
      </header>
      <main id={MAIN_CONTENT_ID} className="flex-1">
        {children}
      </main>
    </div>
  );
}
