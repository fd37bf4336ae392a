import { ApiOkResponse, type HeadersObject } from '@nestjs/swagger';

/**
 * The 200 answer of a download: the file's bytes in one of `types`, saved under the name of its
 * Content-Disposition (the server builds every file name; the panel takes it from this header).
 * Only the 200 has these types: the errors of the route stay JSON (ErrorBody).
 */
export const ApiFileResponse = (
  types: string[],
  description: string,
  headers: HeadersObject = {},
): MethodDecorator & ClassDecorator =>
  ApiOkResponse({
    description,
    content: Object.fromEntries(
      types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
    headers: {
      'Content-Disposition': {
        description: `attachment; filename="…"; filename*=UTF-8''…: the name to save the file under`,
        required: true,
        schema: { type: 'string' },
      },
      ...headers,
    },
  });
