/** What the browser tests know about the server they start: its address and its accounts. */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8765);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The staff account created on the empty database the tests start with. */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** The demo accounts loaded on an empty database (all share one password). */
export const DEMO_PASSWORD = 'bora-demo-2025';
export const FORECASTER = { username: 'forecaster', password: DEMO_PASSWORD } as const;
export const MANAGER = { username: 'manager', password: DEMO_PASSWORD } as const;
export const LOMBARDIA = { username: 'lombardia', password: DEMO_PASSWORD } as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
