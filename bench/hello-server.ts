import Fastify from 'fastify';

// The framework's floor on this machine: the route of Fastify's own benchmark, on the Fastify
// the server uses, in a process of its own like the server.
const app = Fastify();
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
