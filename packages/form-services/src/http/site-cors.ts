import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A hook that lets the site's pages read an answer when they are served from another origin (a
 * static host): `access-control-allow-origin` for the site's origin alone, never `*`.
 */
export const allowSiteOrigin =
  (siteOrigin: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.origin === siteOrigin)
      reply.header('access-control-allow-origin', siteOrigin).header('vary', 'origin');
  };

/** Answers the CORS preflight of a page's JSON POST: the method and header it sends, for a day. */
export const answerPreflight = async (_request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(204)
    .header('access-control-allow-methods', 'POST')
    .header('access-control-allow-headers', 'content-type')
    .header('access-control-max-age', '86400')
    .send();
