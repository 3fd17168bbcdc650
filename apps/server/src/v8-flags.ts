import v8 from 'node:v8';

/**
 * V8 allocates what an allocation site makes straight in the old generation once most of it has
 * outlived young collections (pretenuring). In about half of the server's runs it so decided for
 * the staff's day reads, and under ten screens asking at once the old generation then grew by
 * ~40 MB/s, with a full collection (an 8–14 ms pause) every 2–5 seconds; without the rule what a
 * request makes dies young (~3 MB/s promoted, no full collection under that load). V8 reads the
 * flag at each collection, so it is set here, before the server's code is loaded.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
