// `npm start`: build both apps and Storybook (turbo skips what is up to date), then serve the SPA, Storybook and the
// API from one process (migrates and seeds on first run).
import { spawn } from 'node:child_process';
import { root, run, step } from './lib.mjs';

step('Building the web app, the server and Storybook');
const code = await run('npm', ['run', 'build', '--', '--output-logs=errors-only']);
if (code !== 0) process.exit(code);

step('Starting the server');
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 0 : 1)));
