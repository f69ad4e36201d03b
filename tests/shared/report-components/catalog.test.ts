import { describe, expect, it } from 'vitest';
import {
  AD_COMPONENTS,
  ALL_COMPONENTS,
  appTypesOf,
  componentsFor,
  DEFAULT_ANALYSIS_TYPE,
  GENERAL_COMPONENTS,
  MK_COMPONENTS,
  parseAppDoi,
  TOP_LIST_SIZE,
} from '../../../src/lib/report-components/catalog.ts';
import { dbResultSchemas } from '../../../src/lib/report-components/results.ts';
import zh from '../../../src/locales/zh/components.json';
import en from '../../../src/locales/en/components.json';

const keys = (list: readonly { api_key: string }[]) => list.map((c) => c.api_key);

describe('report component catalog', () => {
  it('has the 28 MK and 23 AD keys of spec §3, each once', () => {
    expect(MK_COMPONENTS).toHaveLength(28);
    expect(AD_COMPONENTS).toHaveLength(23);
    expect(new Set(keys(ALL_COMPONENTS)).size).toBe(ALL_COMPONENTS.length);
    expect(ALL_COMPONENTS).toHaveLength(53);
  });

  it('GENERAL is MK plus the two media distributions', () => {
    expect(keys(GENERAL_COMPONENTS)).toEqual([
      ...keys(MK_COMPONENTS),
      'db_video_media_distribution',
      'db_channel_media_distribution',
    ]);
  });

  it('types follow the key prefix; the marketing-event summary is a smart summary', () => {
    for (const c of ALL_COMPONENTS) {
      if (c.api_key.startsWith('db_')) expect(c.type, c.api_key).toBe('数据统计');
      else if (c.api_key === 'llm_marketing_event_summary') expect(c.type).toBe('智能总结');
      else expect(c.type, c.api_key).toBe('智能分析');
      expect(c.desc).toMatch(/[\u4e00-\u9fff]/);
      expect(c.desc_en).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('names every component in zh and en', () => {
    for (const c of ALL_COMPONENTS) {
      const key = c.nameKey.replace(/^name\./, '') as keyof typeof zh.name;
      expect(zh.name[key], c.api_key).toBeTruthy();
      expect(en.name[key], c.api_key).toBeTruthy();
    }
    expect(Object.keys(zh.name).sort()).toEqual(Object.keys(en.name).sort());
  });

  it('has a result schema for every db_* key of the GENERAL set', () => {
    const db = keys(GENERAL_COMPONENTS).filter((k) => k.startsWith('db_'));
    expect(Object.keys(dbResultSchemas).sort()).toEqual(db.sort());
  });

  it('says which app types offer a component', () => {
    expect(appTypesOf('db_overview')).toEqual(['MK', 'GENERAL']);
    expect(appTypesOf('db_video_media_distribution')).toEqual(['GENERAL']);
    expect(appTypesOf('db_ad_media_data')).toEqual(['AD']);
    expect(appTypesOf('nope')).toEqual([]);
  });

  it('top lists show 20; analysis type defaults to single-item', () => {
    expect(TOP_LIST_SIZE).toBe(20);
    expect(DEFAULT_ANALYSIS_TYPE).toBe('单项分析');
  });
});

describe('app_doi', () => {
  it('reads the platform from the third segment and the type from the fifth, MK when absent', () => {
    expect(parseAppDoi('booster_mk_YOUTUBE_report_AD')).toEqual({ platform: 'youtube', appType: 'AD' });
    expect(parseAppDoi('booster_mk_TIKTOK_report')).toEqual({ platform: 'tiktok', appType: 'MK' });
    expect(parseAppDoi('booster_mk_INSTAGRAM_report_general')).toEqual({
      platform: 'instagram',
      appType: 'GENERAL',
    });
    expect(parseAppDoi('booster_mk_YOUTUBE_report_XX')).toEqual({ platform: 'youtube', appType: 'MK' });
    expect(parseAppDoi('short')).toEqual({ platform: '', appType: 'MK' });
  });

  it('offers components by platform and type', () => {
    expect(componentsFor('booster_mk_YOUTUBE_report')).toBe(MK_COMPONENTS);
    expect(componentsFor('booster_mk_YOUTUBE_report_MK')).toBe(MK_COMPONENTS);
    expect(componentsFor('booster_ad_TIKTOK_report_AD')).toBe(AD_COMPONENTS);
    expect(componentsFor('booster_mk_GENERAL_report')).toBe(GENERAL_COMPONENTS);
    expect(componentsFor('booster_mk_YOUTUBE_report_GENERAL')).toBe(GENERAL_COMPONENTS);
    expect(keys(componentsFor('booster_mk_TIKTOK_report'))).not.toContain('db_video_media_distribution');
  });
});
