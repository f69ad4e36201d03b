import type { Page } from 'playwright-core';
import { callAsUser } from './api.ts';

interface Seeded {
  clients: number;
  projects: number;
  placements: number;
}

/**
 * Realistic clients, projects and placements in the signed-in user's current team, made through the API as a
 * user would: two sportswear brands and a yoga brand, their campaigns, and buys in CNY and USD.
 */
export async function seedOrgData(page: Page): Promise<Seeded> {
  const client = (name: string, description: string) =>
    callAsUser<{ client_id: string }>(page, 'POST', '/api/client/add', { name, description });
  const project = (client_id: string, name: string, start_date: string, end_date: string) =>
    callAsUser<{ project_id: string }>(page, 'POST', '/api/project/add', {
      client_id,
      name,
      description: '',
      start_date,
      end_date,
    });
  const placement = (project_id: string, fields: Record<string, unknown>) =>
    callAsUser(page, 'POST', '/api/placement/add', { project_id, ...fields });

  const nike = await client('Nike', 'Running, basketball and lifestyle — China and APAC');
  const adidas = await client('Adidas', 'Originals and football');
  await client('Lululemon', 'Yoga and training apparel');
  const airMax = await project(nike.client_id, 'Air Max Day 2026', '2026-03-01', '2026-03-31');
  const pegasus = await project(nike.client_id, 'Pegasus 42 launch', '2026-06-01', '2026-07-15');
  const samba = await project(adidas.client_id, 'Samba summer campaign', '2026-05-15', '2026-08-31');
  const day = { start_date: '2026-06-01', end_date: '2026-06-07' };
  await placement(pegasus.project_id, {
    name: 'Douyin TopView',
    channel: 'social',
    media: 'Douyin',
    format: 'TopView',
    budget: '350000',
    status: 'booked',
    ...day,
  });
  await placement(pegasus.project_id, {
    name: 'RED creator seeding',
    channel: 'kox',
    media: 'RED (Xiaohongshu)',
    format: 'Notes, 20 creators',
    budget: '180000.50',
  });
  await placement(airMax.project_id, {
    name: 'YouTube pre-roll APAC',
    channel: 'video',
    media: 'YouTube',
    format: 'In-stream 15s',
    budget: '40000',
    currency: 'USD',
    status: 'live',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
  });
  await placement(samba.project_id, {
    name: 'Shanghai metro lightboxes',
    channel: 'ooh',
    media: 'Shanghai Metro',
    format: 'Line 2 lightbox ×40',
    budget: '520000',
    status: 'planned',
    start_date: '2026-06-10',
    end_date: '2026-07-10',
  });
  await placement(samba.project_id, {
    name: 'Baidu brand zone',
    channel: 'search',
    media: 'Baidu',
    format: 'Brand zone',
    budget: '65000',
    status: 'live',
    start_date: '2026-05-15',
    end_date: '2026-08-31',
  });
  return { clients: 3, projects: 3, placements: 5 };
}

/** The six org screens: team mode for its owner, studio mode for the system administrator. */
export const ORG_SCREENS = [
  { id: 'teammanage-client', path: '/writer/teammanage/client', table: /^(Clients|客户)$/ },
  { id: 'teammanage-project', path: '/writer/teammanage/project', table: /^(Projects|项目)$/ },
  { id: 'teammanage-placement', path: '/writer/teammanage/placement', table: /^(Placements|投放)$/ },
  { id: 'backstage-customer', path: '/writer/backstage/customer', table: /^(Clients|客户)$/ },
  { id: 'backstage-project', path: '/writer/backstage/project', table: /^(Projects|项目)$/ },
  { id: 'backstage-placement', path: '/writer/backstage/placement', table: /^(Placements|投放)$/ },
] as const;
