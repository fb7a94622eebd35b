import type { CampaignFunnel } from '@shared/campaign-funnel';

const HEIGHT = 120;

/**
 * Views per day as bars, with each day's leads as a darker bar inside; plain SVG (no chart
 * library). The figures are also given as a list for screen readers.
 */
export function FunnelChart({ daily }: { daily: CampaignFunnel['daily'] }) {
  const most = Math.max(1, ...daily.map((day) => Math.max(day.views, day.submits)));
  const width = daily.length * 10;
  const totalViews = daily.reduce((sum, day) => sum + day.views, 0);
  const totalLeads = daily.reduce((sum, day) => sum + day.submits, 0);
  const first = daily[0]?.date ?? '';
  const last = daily[daily.length - 1]?.date ?? '';
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
        role="img"
        aria-label={`Views and leads per day from ${first} to ${last}: ${totalViews} views, ${totalLeads} leads`}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} stroke="#cbd5e1" />
        {daily.map((day, index) => {
          const views = (day.views / most) * (HEIGHT - 4);
          const leads = (day.submits / most) * (HEIGHT - 4);
          return (
            <g key={day.date}>
              <title>{`${day.date}: ${day.views} views, ${day.starts} starts, ${day.submits} leads`}</title>
              <rect x={index * 10 + 1} y={HEIGHT - views} width={8} height={views} fill="#93c5fd" />
              <rect x={index * 10 + 3} y={HEIGHT - leads} width={4} height={leads} fill="#1d4ed8" />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
        <span>{first}</span>
        <span className="flex gap-3">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-blue-300" />
            Views
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-blue-700" />
            Leads
          </span>
        </span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}
