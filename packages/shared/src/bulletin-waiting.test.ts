import { describe, expect, it } from 'vitest';
import {
  WORKFLOW_STEP_KINDS,
  type WorkflowStepKind,
  waitingFor,
  waitingScope,
  waitsFor,
} from './bulletin-waiting.ts';
import type { Me } from './user.ts';
import type { BulletinStatus } from './workflow.ts';

const VENETO = 1;
const LOMBARDIA = 2;

/** The five people of the permission table (DESIGN §4), Veneto being the bulletins' authority. */
const forecaster: Me = {
  username: 'forecaster',
  name: 'Franca',
  is_staff: false,
  authority: [{ id: VENETO, code: 'veneto', name: 'Veneto', role: 'member' }],
};
const manager: Me = {
  ...forecaster,
  username: 'manager',
  authority: [{ id: VENETO, code: 'veneto', name: 'Veneto', role: 'manager' }],
};
const otherManager: Me = {
  ...forecaster,
  username: 'lombardia',
  authority: [{ id: LOMBARDIA, code: 'lombardia', name: 'Lombardia', role: 'manager' }],
};
const staff: Me = { username: 'admin', name: '', is_staff: true, authority: [] };

const submitted = {
  status: 'submitted' as const,
  authorityId: VENETO,
  lastStep: 'submit' as const,
  lastStepBy: 'forecaster',
};
/** Returned by a manager of the authority other than `manager`. */
const returned = {
  status: 'draft' as const,
  authorityId: VENETO,
  lastStep: 'return' as const,
  lastStepBy: 'rita',
};

describe('what a bulletin waits for', () => {
  it('is a review once submitted, a fix once returned, nothing otherwise', () => {
    expect(waitingFor('submitted', 'submit')).toBe('review');
    expect(waitingFor('draft', 'return')).toBe('fix');
    // A new draft, a correction's draft: nobody has had a say on them yet.
    expect(waitingFor('draft', null)).toBeNull();
    expect(waitingFor('draft', 'correct')).toBeNull();
    for (const status of ['published', 'withdrawn', 'superseded'] as BulletinStatus[]) {
      for (const step of [null, ...WORKFLOW_STEP_KINDS] as (WorkflowStepKind | null)[]) {
        expect(waitingFor(status, step), `${status} after ${step}`).toBeNull();
      }
    }
  });

  it('counts only the steps that move a bulletin between states', () => {
    expect(WORKFLOW_STEP_KINDS).not.toContain('save');
    expect(WORKFLOW_STEP_KINDS).not.toContain('texts');
    expect(WORKFLOW_STEP_KINDS).not.toContain('create');
  });
});

describe('who a bulletin waits for', () => {
  it('a forecaster of the authority: its returned drafts, not its submitted bulletins', () => {
    expect(waitingScope(forecaster)).toEqual({ review: [], fix: [VENETO], self: 'forecaster' });
    expect(waitsFor(forecaster, returned)).toBe(true);
    expect(waitsFor(forecaster, submitted)).toBe(false);
  });

  it('its manager: both, who reviews and also writes', () => {
    expect(waitingScope(manager)).toEqual({ review: [VENETO], fix: [VENETO], self: 'manager' });
    expect(waitsFor(manager, submitted)).toBe(true);
    expect(waitsFor(manager, returned)).toBe(true);
    // Not the draft they returned themselves: that one waits for its writers.
    expect(waitsFor(manager, { ...returned, lastStepBy: 'manager' })).toBe(false);
    expect(waitsFor(forecaster, { ...returned, lastStepBy: 'manager' })).toBe(true);
  });

  it('another authority’s manager: nothing of this authority', () => {
    expect(waitingScope(otherManager)).toEqual({ review: [LOMBARDIA], fix: [LOMBARDIA], self: 'lombardia' });
    expect(waitsFor(otherManager, submitted)).toBe(false);
    expect(waitsFor(otherManager, returned)).toBe(false);
    expect(waitsFor(otherManager, { ...submitted, authorityId: LOMBARDIA })).toBe(true);
  });

  it('staff: every authority’s', () => {
    expect(waitingScope(staff)).toEqual({ review: null, fix: null, self: 'admin' });
    expect(waitsFor(staff, submitted)).toBe(true);
    expect(waitsFor(staff, { ...returned, authorityId: LOMBARDIA })).toBe(true);
  });

  it('a visitor: nothing at all', () => {
    expect(waitingScope(null)).toEqual({ review: [], fix: [], self: null });
    expect(waitsFor(null, submitted)).toBe(false);
    expect(waitsFor(null, returned)).toBe(false);
  });

  it('nobody, for a bulletin that waits for nothing', () => {
    const draft = { status: 'draft' as const, authorityId: VENETO, lastStep: null, lastStepBy: null };
    const published = {
      status: 'published' as const,
      authorityId: VENETO,
      lastStep: 'publish' as const,
      lastStepBy: 'manager',
    };
    for (const viewer of [forecaster, manager, otherManager, staff, null]) {
      expect(waitsFor(viewer, draft)).toBe(false);
      expect(waitsFor(viewer, published)).toBe(false);
    }
  });
});
