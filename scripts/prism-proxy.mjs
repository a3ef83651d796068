// `npm run mock:proxy -- <base URL>`: Prism's validating proxy on 127.0.0.1:4010 in front of a real
// server. Every request and reply is checked against the contract; violations are logged (and sent
// back in the sl-violations header) while the real replies pass through, so the console
// (`npm run dev:prism`) and its e2e suite can run against the real backend.
import { spawn } from 'node:child_process';

const [target, ...extra] = process.argv.slice(2);
if (!target || !/^https?:\/\//.test(target)) {
  console.error('Usage: npm run mock:proxy -- <base URL of the real server, e.g. https://gateway.example.com/api> [prism options]');
  process.exit(2);
}
const port = process.env.PRISM_PORT ?? '4010';
const prism = spawn('node_modules/.bin/prism', ['proxy', 'openapi/openapi.yaml', target, '-h', '127.0.0.1', '-p', port, ...extra], { stdio: 'inherit' });
const stop = () => prism.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code) => process.exit(code ?? 0));
