// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title FoyerPriceOracle
/// @notice Fiat prices for the Foyer dev chains, set by the deployer. `priceOf(asset, currency)`
/// is the price of one whole unit of `asset` (the chain's native coin when `asset` is the zero
/// address) in `currency` (the lowercase ASCII code, right-padded to 32 bytes), with 8 decimals;
/// 0 means no price.
contract FoyerPriceOracle {
    address public immutable owner;

    mapping(address => mapping(bytes32 => uint256)) private prices;

    event PriceSet(address indexed asset, bytes32 indexed currency, uint256 price);

    error NotOwner(address caller);

    constructor() {
        owner = msg.sender;
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function priceOf(address asset, bytes32 currency) external view returns (uint256) {
        return prices[asset][currency];
    }

    function setPrice(address asset, bytes32 currency, uint256 price) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        prices[asset][currency] = price;
        emit PriceSet(asset, currency, price);
    }
}
