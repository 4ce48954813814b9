// `npm start`: the product with demo data on one URL.
import { loginsText, productOptionsFromEnv, startProduct } from './product';

const product = await startProduct(productOptionsFromEnv(process.env));
console.log(`\nProshno is running at ${product.url}\n\nDemo logins:\n${loginsText()}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    product.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
