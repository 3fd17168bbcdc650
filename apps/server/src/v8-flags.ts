import v8 from 'node:v8';

/**
 * V8 moves an allocation site to the old generation once most of what it makes has outlived a
 * young collection. A staff day read caught by a collection halfway through can tip its rows' sites
 * so, and from then on every read's rows go straight to the old generation: under ten screens
 * asking at once it filled by ~40 MB/s, with a full collection (8–14 ms pause) every 2–5 seconds.
 * Without that rule what a request makes dies young and the old generation stays still. Set before
 * the server's code is loaded; V8 reads it at each collection.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
