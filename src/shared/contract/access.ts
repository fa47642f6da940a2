/** Who may call an endpoint. public: anyone; optional: anyone, a bearer token is read when sent;
 * customer: a signed-in customer; staff: any back-office user; super: a Super Admin. */
export type Access = 'public' | 'optional' | 'customer' | 'staff' | 'super';
