import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/**
 * A route whose file a frame (or a new window) opens: such a request cannot carry the bearer
 * header, so the route also takes a file ticket in `?ticket=`: a short-lived token for that one
 * path, made by POST /api/auth/file-ticket for the signed-in user. The guard checks it as it
 * checks a bearer token (live session, active user, the route's permission), so a ticket opens
 * nothing its user could not open, and nothing once the session has ended.
 */
export const FILE_TICKET = 'fileTicket';

/** How long a file ticket opens its path: enough to load the frame, too short to pass around. */
export const FILE_TICKET_SECONDS = 120;

/** The paths a ticket may name: an API path, nothing else (no query, no other origin). */
export const FILE_TICKET_PATH = /^\/api\/[A-Za-z0-9/_-]{1,300}$/;

export const AcceptsFileTicket = () =>
  applyDecorators(
    SetMetadata(FILE_TICKET, true),
    ApiQuery({
      name: 'ticket',
      required: false,
      type: String,
      description:
        'A file ticket for this path (POST /api/auth/file-ticket), for a frame that cannot send the bearer token',
    }),
  );
