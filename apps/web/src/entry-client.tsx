import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from '#web/site/lib/router.tsx';
import type { SiteState } from '@restaurant/contract/site.ts';
import { SiteApp } from '#web/site/site-app.tsx';
import { apiSource } from '#web/site/lib/site-source.ts';
import '#web/site/styles/site.css';

const state = JSON.parse(document.getElementById('site-state')!.textContent!) as SiteState;

// As a transition, hydration yields to the browser between slices instead of one long task.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <Router url={window.location.href}>
      <SiteApp state={state} source={apiSource} />
    </Router>,
  );
});
