import { http, HttpResponse } from 'msw';
import { ok } from '../envelope.ts';

export const testAppConfig = {
  title: 'Booster Studio',
  modules: {
    writer: { clientId: 'writer-client', ico: '/favicon.ico', title: 'Booster Writer' },
    designer: { clientId: 'designer-client', ico: '/favicon.ico', title: 'Booster Designer' },
  },
};

/** App-level files and calls: app.json, the monitor. */
export const appHandlers = [
  http.get('/web/conf/app.json', () => HttpResponse.json(testAppConfig)),
  http.post('/api/monitor/record', () => ok(null)),
];
