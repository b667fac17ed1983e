import type { DemoIcon, DemoIconSource } from './types.ts';

const icon = (
  symbol: string,
  code: string,
  name: string,
  category: DemoIcon['category'],
  ref?: string,
): DemoIcon => ({
  file: `${symbol}.svg`,
  code,
  name,
  category,
  variant: symbol.endsWith('d') ? 'day' : symbol.endsWith('n') ? 'night' : 'any',
  ref,
});

/**
 * The Veneto set: Yr's weather symbols (numbered as in Yr's own list). Light sleet, light and
 * heavy snow, sleet showers and heavy rain with thunder are deliberately left unmapped.
 */
export const yrSymbols: DemoIconSource = {
  code: 'veneto-yr',
  name: 'Simboli meteo Veneto',
  description: 'Le icone dei bollettini del Veneto.',
  translations: { en: { description: 'The icons of the Veneto bulletins.' } },
  authority: 'veneto',
  pkg: '@yr/weather-symbols',
  folder: 'dist/svg',
  icons: [
    icon('01d', 'clear-sky-day', 'Sereno', 'sky', 'clear-day'),
    icon('01n', 'clear-sky-night', 'Sereno (notte)', 'sky', 'clear-night'),
    icon('02d', 'fair-day', 'Poco nuvoloso', 'sky', 'partly-cloudy-day'),
    icon('02n', 'fair-night', 'Poco nuvoloso (notte)', 'sky', 'partly-cloudy-night'),
    icon('03d', 'partly-cloudy-day', 'Variabile', 'sky', 'overcast-day'),
    icon('03n', 'partly-cloudy-night', 'Variabile (notte)', 'sky', 'overcast-night'),
    icon('04', 'cloudy', 'Nuvoloso', 'sky', 'cloudy'),
    icon('15', 'fog', 'Nebbia', 'visibility', 'fog'),
    icon('46', 'light-rain', 'Pioggia debole', 'precipitation', 'drizzle'),
    icon('09', 'rain', 'Pioggia', 'precipitation', 'rain'),
    icon('10', 'heavy-rain', 'Pioggia forte', 'precipitation', 'raindrops'),
    icon('40d', 'light-rain-showers-day', 'Piovaschi', 'precipitation', 'partly-cloudy-day-drizzle'),
    icon('05d', 'rain-showers-day', 'Rovesci', 'precipitation', 'partly-cloudy-day-rain'),
    icon('05n', 'rain-showers-night', 'Rovesci (notte)', 'precipitation', 'partly-cloudy-night-rain'),
    icon('47', 'light-sleet', 'Pioggia mista a neve debole', 'precipitation'),
    icon('12', 'sleet', 'Pioggia mista a neve', 'precipitation', 'sleet'),
    icon('48', 'heavy-sleet', 'Pioggia mista a neve forte', 'precipitation', 'sleet'),
    icon('07d', 'sleet-showers-day', 'Rovesci di pioggia e neve', 'precipitation'),
    icon('49', 'light-snow', 'Neve debole', 'precipitation'),
    icon('13', 'snow', 'Neve', 'precipitation', 'snow'),
    icon('50', 'heavy-snow', 'Neve forte', 'precipitation'),
    icon('08d', 'snow-showers-day', 'Rovesci di neve', 'precipitation', 'partly-cloudy-day-snow'),
    icon('08n', 'snow-showers-night', 'Rovesci di neve (notte)', 'precipitation', 'partly-cloudy-night-snow'),
    icon('22', 'rain-and-thunder', 'Temporale', 'precipitation', 'thunderstorms-rain'),
    icon(
      '06d',
      'rain-showers-and-thunder-day',
      'Temporale con schiarite',
      'precipitation',
      'thunderstorms-day-rain',
    ),
    icon(
      '06n',
      'rain-showers-and-thunder-night',
      'Temporale con schiarite (notte)',
      'precipitation',
      'thunderstorms-night-rain',
    ),
    icon('11', 'heavy-rain-and-thunder', 'Temporale forte', 'hazard'),
    icon('14', 'snow-and-thunder', 'Temporale con neve', 'precipitation', 'thunderstorms-snow'),
  ],
};
