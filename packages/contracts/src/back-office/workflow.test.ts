/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { APPLICATION_STATUSES, FINAL_STATUSES, canTransition, type ApplicationStatus } from './workflow.js';

// The graph of issue 12, written out edge by edge: every pair not listed here must be refused.
const STAFF_EDGES: [ApplicationStatus, ApplicationStatus][] = [
  ['submitted', 'under_review'],
  ['submitted', 'rejected'],
  ['under_review', 'action_required'],
  ['under_review', 'forwarded_to_university'],
  ['under_review', 'rejected'],
  ['action_required', 'under_review'],
  ['forwarded_to_university', 'admitted'],
  ['forwarded_to_university', 'rejected'],
];
const STUDENT_EDGES: [ApplicationStatus, ApplicationStatus][] = [
  ['action_required', 'under_review'],
  ['submitted', 'withdrawn'],
  ['under_review', 'withdrawn'],
  ['action_required', 'withdrawn'],
  ['forwarded_to_university', 'withdrawn'],
];

const allPairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));
const listed = (edges: [ApplicationStatus, ApplicationStatus][], from: string, to: string) =>
  edges.some(([f, t]) => f === from && t === to);

describe('canTransition', () => {
  it.each(allPairs)('staff: %s -> %s as the graph says', (from, to) => {
    expect(canTransition(from, to, 'staff')).toBe(listed(STAFF_EDGES, from, to));
    expect(canTransition(from, to, 'admin')).toBe(listed(STAFF_EDGES, from, to));
  });

  it.each(allPairs)('student: %s -> %s as the graph says', (from, to) => {
    expect(canTransition(from, to, 'student')).toBe(listed(STUDENT_EDGES, from, to));
  });

  it('nothing leaves a final status', () => {
    for (const from of FINAL_STATUSES)
      for (const to of APPLICATION_STATUSES) {
        expect(canTransition(from, to, 'staff')).toBe(false);
        expect(canTransition(from, to, 'student')).toBe(false);
      }
  });
});
