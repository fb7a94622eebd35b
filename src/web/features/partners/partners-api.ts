import type { LeadDelivery, Partner, PartnerInput } from '@shared/partner-schema';
import { api } from '@/lib/api-client';

export const partnersApi = {
  list: () => api.get<Partner[]>('/partners'),
  create: (input: PartnerInput) => api.post<Partner>('/partners', input),
  update: (id: number, input: Partial<PartnerInput>) =>
    api.patch<Partner>(`/partners/${id}`, input),
  remove: (id: number) => api.delete<{ message: string }>(`/partners/${id}`),
  delivery: (leadId: number | string) => api.get<LeadDelivery>(`/quote/${leadId}/delivery`),
  sendLead: (leadId: number | string, partnerId: number, confirm = false) =>
    api.post<LeadDelivery>(`/quote/${leadId}/partners`, { partner_id: partnerId, confirm }),
};
