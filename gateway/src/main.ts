// The gateway alone, configured by environment (DESIGN.md "Running"): REST_URL (required),
// PORT (default 3001), HOST (default 0.0.0.0), WEB_DIST (optional web build to serve).
import { createGateway } from './index';

const restUrl = process.env.REST_URL;
if (!restUrl) {
  console.error('REST_URL is required, e.g. REST_URL=http://127.0.0.1:4000');
  process.exit(1);
}

const app = await createGateway({
  restUrl,
  webDist: process.env.WEB_DIST || undefined,
  logger: true,
});
await app.listen({ host: process.env.HOST ?? '0.0.0.0', port: Number(process.env.PORT ?? 3001) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
