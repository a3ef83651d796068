// `npm run mock:prism`: Prism serving the contract on 127.0.0.1:4010 (static examples; add -d for dynamic).
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);
const prism = spawn('node_modules/.bin/prism', ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', process.env.PRISM_PORT ?? '4010', ...extra], { stdio: 'inherit' });
const stop = () => prism.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code) => process.exit(code ?? 0));
