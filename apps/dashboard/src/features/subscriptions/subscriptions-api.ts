/** `GET /api/subscriptions`, and the base of `PUT /api/subscriptions/:id/slots`. */
export const SUBSCRIPTIONS_PATH = "/api/subscriptions";
