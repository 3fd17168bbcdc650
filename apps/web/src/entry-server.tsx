import { renderToString } from 'react-dom/server';
import { Router } from '#web/site/lib/router.tsx';
import { embeddedState, type SiteSource, type SiteState } from '@restaurant/contract/site.ts';
import { SiteApp } from '#web/site/site-app.tsx';
import { jsonForScript, renderHead } from '#web/site/head.ts';
import { loadPage, PAGE_KEYS } from '#web/site/pages/load-page.ts';

// Every page's code is here before the first render: the server renders in one pass.
await Promise.all(PAGE_KEYS.map(loadPage));

/** A public page as HTML fragments for the server's document template. */
export function render(url: string, state: SiteState, source: SiteSource, origin: string) {
  const html = renderToString(
    <Router url={url}>
      <SiteApp state={state} source={source} />
    </Router>,
  );
  return {
    head: renderHead(state, origin),
    html,
    state: `<script type="application/json" id="site-state">${jsonForScript(embeddedState(state))}</script>`,
  };
}
