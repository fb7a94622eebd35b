/** What a hand-off to a partner is checked against: the lead's county and the partner's rules. */
export interface ManualSendPartner {
  counties: readonly string[];
  daily_cap: number;
  leads_today: number;
  is_active: boolean;
}

/** "Galway", "Galway and Mayo", "Galway, Mayo and Sligo". */
function countyList(counties: readonly string[]): string {
  if (counties.length <= 1) return counties[0] ?? '';
  return `${counties.slice(0, -1).join(', ')} and ${counties[counties.length - 1]}`;
}

/**
 * Why sending this lead to this partner by hand breaks the partner's rules:
 * outside its counties ("Galway-only installer; this lead is in Dublin"), at or over its
 * daily cap ("already at 8 of 8 today"), or paused. Empty when nothing stands in the way;
 * otherwise staff must confirm, and the server refuses without that confirmation.
 */
export function manualSendWarnings(leadCounty: string, partner: ManualSendPartner): string[] {
  const warnings: string[] = [];
  if (leadCounty === '') {
    warnings.push("this lead's county is not known yet");
  } else if (!partner.counties.includes(leadCounty)) {
    const served =
      partner.counties.length === 1
        ? `${partner.counties[0]}-only installer`
        : `serves ${countyList(partner.counties)} only`;
    warnings.push(`${served}; this lead is in ${leadCounty}`);
  }
  if (partner.leads_today >= partner.daily_cap) {
    warnings.push(`already at ${partner.leads_today} of ${partner.daily_cap} today`);
  }
  if (!partner.is_active) warnings.push('paused: not taking new leads');
  return warnings;
}

/** The reasons as one phrase, as the confirmation and the server's refusal both name them. */
export function manualSendReasons(warnings: readonly string[]): string {
  return warnings.join('; ');
}
