import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyFieldErrors } from './field-errors';

describe('applyFieldErrors', () => {
  it('puts the first message of each field on the form and reports it did', () => {
    const calls: [string, { type: string; message: string }][] = [];
    const error = new ApiError({
      kind: 'validation',
      status: 422,
      message: 'Invalid',
      fieldErrors: { name: ['Name is required', 'Too short'], 'items.0.qty': ['Must be positive'] },
    });
    expect(applyFieldErrors(error, (name, e) => calls.push([name, e]))).toBe(true);
    expect(calls).toEqual([
      ['name', { type: 'server', message: 'Name is required' }],
      ['items.0.qty', { type: 'server', message: 'Must be positive' }],
    ]);
  });

  it('reports false when there is nothing to place', () => {
    const setError = () => {
      throw new Error('should not be called');
    };
    expect(applyFieldErrors(new ApiError({ kind: 'server', status: 500, message: 'x' }), setError)).toBe(false);
    expect(applyFieldErrors(new Error('plain'), setError)).toBe(false);
    expect(applyFieldErrors(undefined, setError)).toBe(false);
  });
});
