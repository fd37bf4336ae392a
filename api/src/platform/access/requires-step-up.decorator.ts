import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';
import type { Principal } from './principal';

export const REQUIRES_STEP_UP = 'requiresStepUp';
/** The operation's extension in the OpenAPI document saying it needs the step-up. */
const STEP_UP_EXTENSION = 'x-step-up';

/** What the step-up guard sees of a request when a route needs the step-up only sometimes. */
interface StepUpRequest {
  body: unknown;
  user: Principal;
}

export interface StepUpRule {
  /** Asks for proof only when this holds (e.g. a bulk action that deletes); always when absent. */
  when?: (req: StepUpRequest) => boolean;
  /** The condition in words, for the document: "when `action` is delete". */
  condition?: string;
}

/**
 * The route acts on personal data or on access (accounts, exports, erasure, deletes, sends), so a
 * bearer token alone is not enough: the session must have proved itself within STEP_UP_MINUTES
 * (its sign-in, POST /api/account/step-up, or a `currentPassword` in the body), else 403
 * STEP_UP_REQUIRED. Checked by StepUpGuard after the permission.
 */
export const RequiresStepUp = (rule: StepUpRule = {}) =>
  applyDecorators(
    SetMetadata(REQUIRES_STEP_UP, rule),
    ApiExtension(STEP_UP_EXTENSION, rule.condition ?? true),
  );

const STEP_UP_SENTENCE =
  'Step-up: the session must have signed in or confirmed it is its user (`POST /api/account/step-up`) within the last 5 minutes';

/**
 * Says so in every operation carrying the step-up extension: a sentence in its description and
 * the 403 STEP_UP_REQUIRED among its responses (added to the route's own 403 when it has one).
 */
export function describeStepUp(doc: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const mark = (op as Record<string, unknown> | undefined)?.[STEP_UP_EXTENSION];
      if (mark === undefined) continue;
      const when = typeof mark === 'string' ? ` (only ${mark})` : '';
      const operation = op as {
        description?: string;
        responses: Record<string, { description?: string; content?: unknown }>;
      };
      const sentence = `${STEP_UP_SENTENCE}${when}; else 403 \`STEP_UP_REQUIRED\`.`;
      operation.description = operation.description
        ? `${operation.description.trimEnd()}\n\n${sentence}`
        : sentence;
      const forbidden = operation.responses['403'];
      const refusal =
        'STEP_UP_REQUIRED: confirm with POST /api/account/step-up (or `currentPassword` where the body takes it), then repeat';
      operation.responses['403'] = forbidden
        ? { ...forbidden, description: `${forbidden.description ?? ''}; or ${refusal}` }
        : {
            description: refusal,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
            },
          };
    }
  }
  return doc;
}
