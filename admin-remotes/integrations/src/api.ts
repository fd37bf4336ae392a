/** Integrations calls through the shared typed client (/api/admin/integrations, System Admins only). */
import { api, unwrap } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type IntegrationToken = Schemas['IntegrationTokenView'];
export type NewToken = Schemas['CreateIntegrationTokenDto'];
/** A permission a token may hold, with what it lets the token do in words. */
export type GrantablePermission = Schemas['GrantablePermission'];

/** Every token (a short list, shown whole): live ones first, newest first. */
export function fetchTokens() {
  return unwrap(api.GET('/api/admin/integrations'));
}

export async function fetchGrantable(): Promise<GrantablePermission[]> {
  return (await unwrap(api.GET('/api/admin/integrations/permissions'))).permissions;
}

/** Makes a token; the step-up dialog may ask for proof first (StepUp.tsx). */
export function createToken(input: NewToken) {
  return unwrap(api.POST('/api/admin/integrations', { body: input }));
}

export function revokeToken(id: number) {
  return unwrap(
    api.POST('/api/admin/integrations/{id}/revoke', { params: { path: { id } }, body: {} }),
  );
}

// ------------------------------------------------------------------------------------ webhooks

export type Webhook = Schemas['WebhookView'];
export type NewWebhook = Schemas['CreateWebhookDto'];
export type WebhookEventType = Schemas['WebhookEventType'];
/** An event a webhook can be sent, with what happened in words. */
export type WebhookEventInfo = Schemas['WebhookEventInfo'];
export type Delivery = Schemas['WebhookDeliveryView'];

/** Every webhook (a short list, shown whole), never its signing secret. */
export function fetchWebhooks() {
  return unwrap(api.GET('/api/admin/webhooks'));
}

export async function fetchWebhookEvents(): Promise<WebhookEventInfo[]> {
  return (await unwrap(api.GET('/api/admin/webhooks/events'))).events;
}

/** Adds a webhook; the answer holds its signing secret, once. Needs the step-up. */
export function createWebhook(input: NewWebhook) {
  return unwrap(api.POST('/api/admin/webhooks', { body: input }));
}

/** Switches a webhook on (what waited is sent) or off. Needs the step-up. */
export function setWebhookEnabled(id: number, enabled: boolean) {
  return unwrap(
    api.PATCH('/api/admin/webhooks/{id}', { params: { path: { id } }, body: { enabled } }),
  );
}

/** A new signing secret (in the answer, once); the former one signs for 24 hours more. */
export function rotateWebhookSecret(id: number) {
  return unwrap(
    api.POST('/api/admin/webhooks/{id}/rotate-secret', { params: { path: { id } }, body: {} }),
  );
}

export function deleteWebhook(id: number) {
  return unwrap(api.DELETE('/api/admin/webhooks/{id}', { params: { path: { id } }, body: {} }));
}

/** One page of a webhook's deliveries, newest first. */
export function fetchDeliveries(id: number, page: number, pageSize: number) {
  return unwrap(
    api.GET('/api/admin/webhooks/{id}/deliveries', {
      params: { path: { id }, query: { page, pageSize } },
    }),
  );
}

/** Sends a delivery again now, with the same webhook-id and body (409 while it is being sent). */
export function redeliver(id: number, deliveryId: string) {
  return unwrap(
    api.POST('/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
      params: { path: { id, deliveryId: Number(deliveryId) } },
    }),
  );
}
