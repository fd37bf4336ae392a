import { ApiRequestError } from '@kavach/admin-shared';
import { describe, expect, it } from 'vitest';
import {
  deleteErrorMessage,
  loadErrorMessage,
  loadedMessage,
  serialNumber,
  subscriberTone,
} from '../src/rules';

describe('subscriber messages', () => {
  it("says 'Failed to …' when the server refused and 'Error …' when there was no answer", () => {
    expect(loadErrorMessage(new ApiRequestError(500, 'Internal server error'))).toBe(
      'Failed to fetch subscription data: Something went wrong on the server. Please try again in a moment.',
    );
    expect(
      loadErrorMessage(new ApiRequestError(400, 'search is too long (200 characters at most).')),
    ).toBe('Failed to fetch subscription data: search is too long (200 characters at most).');
    expect(
      loadErrorMessage(
        new ApiRequestError(0, 'Network error. Please check your connection and try again.'),
      ),
    ).toBe(
      'Error fetching subscription data: Network error. Please check your connection and try again.',
    );
    expect(deleteErrorMessage(new ApiRequestError(404, 'Subscription not found.'))).toBe(
      'Failed to delete subscription: Subscription not found.',
    );
    expect(deleteErrorMessage(new ApiRequestError(404, ''))).toBe(
      'Failed to delete subscription: The server refused the request.',
    );
    expect(deleteErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Error deleting subscription: Failed to fetch',
    );
  });

  it('reports the load and colours failures red', () => {
    expect(loadedMessage(12)).toBe('Loaded 12 subscription records.');
    expect(subscriberTone(loadedMessage(12))).toBe('success');
    expect(subscriberTone('Subscription deleted successfully.')).toBe('success');
    expect(subscriberTone('Failed to delete subscription: x')).toBe('error');
    expect(subscriberTone('Error fetching subscription data: x')).toBe('error');
    expect(subscriberTone('No subscription records found for the selected date range.')).toBe(
      'success',
    );
  });

  it('numbers rows across pages', () => {
    expect(serialNumber(1, 10, 0)).toBe(1);
    expect(serialNumber(2, 10, 0)).toBe(11);
    expect(serialNumber(3, 10, 9)).toBe(30);
  });
});
