import { HttpCode, Post, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body';
import { FormRateLimit } from '../rate-limit/form-rate-limit.guard';
import { Public } from '../http/public.decorator';
import { Stacked } from './stacked';

export interface PublicFormRouteOptions {
  /** The form's own rate-limit allowance (per client address). */
  form: string;
  /** Path under the controller's (default: the controller's own). */
  path?: string;
  summary: string;
  /** The body of the 201 answer. */
  created: Type<unknown>;
  /** What a 400 says, for the document; left out when `responses` describe it. */
  badRequest?: string;
}

/** Applies decorators in the order given (the order their responses appear in the document). */
const inOrder =
  (decorators: MethodDecorator[]): MethodDecorator =>
  (target, key, descriptor) => {
    for (const d of decorators) d(target, key, descriptor);
  };

/**
 * A public form's submission route: no login, the form's rate limit, 201 on success, and its
 * description in the OpenAPI document; `responses` adds the form's other answers.
 */
export const PublicFormRoute = (o: PublicFormRouteOptions, ...responses: MethodDecorator[]) =>
  Stacked(
    Post(o.path),
    Public(),
    FormRateLimit(o.form),
    HttpCode(201),
    ApiOperation({ summary: o.summary }),
    ApiCreatedResponse({ type: o.created }),
    ...(o.badRequest
      ? [ApiBadRequestResponse({ type: ErrorBody, description: o.badRequest })]
      : []),
    inOrder(responses),
  );
