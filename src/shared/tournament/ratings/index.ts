export { expectedScore, isProvisional, rateEvent, ratingLists, type EloOptions, type PlayerRating, type RatingChange, type RatingList, type RatingLists } from './elo';
export { playersOf, ratedGames, type RatedGame } from './games';
export { playerTotals, type PlayerTotals } from './totals';
